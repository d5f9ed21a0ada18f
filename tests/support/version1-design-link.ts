/**
 * A design link made by encodeDesign before lines and phases (address version 1, docs/designer.md,
 * "Versions"): the flat panel of tests/unit/shared/designer/panels.ts, as a visitor may have saved
 * or shared it. Kept verbatim, so every version of the decoder is tested against a real old link.
 */
export const version1Link = [
  'v1.1fjclw7.aWVrLW1rbTE0LW4tMjQtMzEtegppZWstbXZhMjAtMi0wNDAtYyBpZWstbW9wMjAtMi1jIGllay1tZHYxMC0yLTA0MC0wMzAgaWVrLW12YTIw',
  'LTEtMDE2LWMgaWVrLW12YTIwLTEtMDI1LWMgaWVrLW12YTIwLTEtMDEwLWMgaWVrLWF2ZHQzMi1jMTYtMzAKMCAxaSDC4u7kCTEgMSDTx8jPCTIgMSDTx84s',
  'IOrz9e3_CTMgMSDK8_Xt_ywg8O7n5fLq6AkzIDEgz-7x8-Tu7O7l9-3g_yDs4Pjo7eAJNCAxIMTz9e7i7ukg-Org9AoyIDEg08fOLCDq7uzt4PL7CTMgMSDD',
  '7vHy6O3g_ywg8O7n5fLq6AkzIDEg0e_g6_zt_ywg8O7n5fLq6AkzIDEgxOXy8erg_ywg8O7n5fLq6Ak1IDIg0eLl8iwg6u7s7eDy-wk2IDEgwuDt7eD_LCDx',
  '8ujw4Ov87eD_IOzg-Ojt4A',
].join('');
