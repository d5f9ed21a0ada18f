export * from './common';
export * from './menu';
export * from './content';
export * from './posts';
export * from './portfolio';
export * from './catalog';
export * from './endpoints';
export * from './paths';
