import ExcelJS from 'exceljs';
import type { Response } from 'light-my-request';
import { expect } from 'vitest';

/** The lines of a CSV export, once it is checked to be one: 200, `text/csv`, UTF-8 with a BOM, CRLF lines. */
export function csvLines(res: Response): string[] {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** The first sheet of an XLSX export, once it answered 200. */
export async function xlsxSheet(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
