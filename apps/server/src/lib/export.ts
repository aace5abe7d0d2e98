import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  width?: number;
}

/** A spreadsheet cannot be made to run a formula from a cell we wrote. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvLines<T>(columns: ExportColumn<T>[], rows: AsyncIterable<T>) {
  // The byte-order mark makes Excel read the file as UTF-8, so Arabic shows.
  yield '\uFEFF' + columns.map((c) => csvCell(c.header)).join(',') + '\r\n';
  for await (const row of rows) yield columns.map((c) => csvCell(c.value(row))).join(',') + '\r\n';
}

async function writeXlsx<T>(
  out: PassThrough,
  sheet: string,
  rtl: boolean,
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = workbook.addWorksheet(sheet.slice(0, 31), { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ key: String(i), width: c.width ?? 24 }));
  const header = ws.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for await (const row of rows) {
    ws.addRow(
      columns.map((c) => {
        const v = c.value(row);
        return typeof v === 'string' ? safeText(v) : v;
      }),
    ).commit();
  }
  ws.commit();
  await workbook.commit();
}

/**
 * Streams rows as CSV (UTF-8 with BOM) or XLSX, a row at a time, so a large
 * export never sits in memory whole.
 */
export function sendExport<T>(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    sheet: string;
    rtl: boolean;
    columns: ExportColumn<T>[];
    rows: AsyncIterable<T>;
  },
) {
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${options.filename}-${stamp}.${options.format}`;
  // An ASCII name for old clients, the real (maybe Arabic) one in RFC 5987 form for the rest.
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store');
  if (options.format === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(options.columns, options.rows)));
  }
  const out = new PassThrough();
  writeXlsx(out, options.sheet, options.rtl, options.columns, options.rows).catch((err) => out.destroy(err as Error));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(out);
}
