import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileTitle } from '#server/documents/attachment-name';

describe("a download's file name", () => {
  it('is an ASCII filename and an RFC 8187 filename* with the Russian one', () => {
    const header = attachmentDisposition('specification-2026-11-25.xlsx', "Спецификация «Щит (ВРУ) 'А'» 2026-11-25.xlsx");
    expect(header).toMatch(/^attachment; filename="specification-2026-11-25\.xlsx"; filename\*=UTF-8''[\w%.-]+$/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("Спецификация «Щит (ВРУ) 'А'» 2026-11-25.xlsx");
  });

  it('never lets a quote, a semicolon or a line break into the header', () => {
    const header = attachmentDisposition('a"b;c\r\nd.pdf', 'x";\r\ny.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
  });

  it('drops what a file name cannot hold from the Russian title', () => {
    expect(safeFileTitle('Щит/ВРУ "1": этаж*2 <север>')).toBe('Щит ВРУ 1 этаж 2 север');
    expect(safeFileTitle('..\\..\\секрет')).toBe('секрет');
    expect(safeFileTitle('\u0000\u001f')).toBe('');
    expect(safeFileTitle('я'.repeat(200))).toHaveLength(80);
  });
});
