import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { FileUpload, type FileUploadProps } from './file-upload';

/** The XHRs the field opens: each answers when the test says, after reporting progress. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress?: (e: { loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

/** The field in a form of one, its value kept and shown. */
function Field(props: Omit<FileUploadProps, 'value' | 'onChange'> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <FileUpload {...props} value={value} onChange={setValue} />
      <span data-testid="value">{value ?? 'none'}</span>
    </>
  );
}

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('file upload field', () => {
  it('uploads a picked file with its progress, then shows its name and size and holds the stored name', async () => {
    await renderPage(<Field kinds={['pdf']} />);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText('Accepted: PDF up to 50 MB')).toBeTruthy();
    pick(new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('post');
    expect(xhr.url).toBe('/api/v1/uploads');
    expect(xhr.body!.get('file')).toBeInstanceOf(File);
    expect(xhr.headers['accept-language']).toBe('en');
    xhr.progress(40, 100);
    expect((await screen.findByRole('status')).textContent).toContain('Uploading notes.pdf: 40%');
    xhr.answer(201, {
      name: `${'a'.repeat(32)}.pdf`,
      url: `/api/v1/uploads/${'a'.repeat(32)}.pdf`,
      size: 1536,
      type: 'application/pdf',
      kind: 'pdf',
    });
    expect(await screen.findByText('notes.pdf')).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe(`${'a'.repeat(32)}.pdf`);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('shows the server’s refusal on the field in the user’s language, and keeps the value', async () => {
    await renderPage(<Field initial={`${'b'.repeat(32)}.png`} kinds={['image']} />, { locale: 'ar' });
    expect(screen.getByRole('img', { name: `معاينة ${'b'.repeat(32)}.png` })).toBeTruthy();
    pick(new File(['GIF89a'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    FakeXhr.last!.answer(415, {
      status: 415,
      code: 'upload.type',
      message: '…',
      errors: [{ path: 'file', code: 'upload.type' }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^هذا النوع من الملفات غير مقبول/);
    expect(screen.getByRole('button', { name: 'اختر ملفًا آخر' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe(`${'b'.repeat(32)}.png`);
  });

  it('opens an image’s preview with its tools named in the user’s language', async () => {
    await renderPage(<Field initial={`${'c'.repeat(32)}.png`} kinds={['image']} />, { locale: 'ar' });
    // The picture opens its preview (the cover Ant Design lays over it takes the click).
    fireEvent.click(document.querySelector('.ant-image')!);
    const tools = await screen.findAllByRole('button', { name: /^(قلب|تدوير|تصغير|تكبير)/ });
    expect(tools.map((b) => b.getAttribute('aria-label'))).toEqual([
      'قلب رأسي',
      'قلب أفقي',
      'تدوير لليسار',
      'تدوير لليمين',
      'تصغير',
      'تكبير',
    ]);
    expect(screen.getByRole('button', { name: 'إغلاق المعاينة' })).toBeTruthy();
    // Every button of the preview is named (by itself or its icon), none in Latin letters alone
    // (Ant Design's own: "zoomIn").
    const names = [...document.querySelectorAll('.ant-image-preview button')].map(
      (b) => b.getAttribute('aria-label') ?? b.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '',
    );
    expect(names).toHaveLength(7);
    expect(names.filter((n) => /^[\x20-\x7e]*$/.test(n))).toEqual([]);
  });

  it('refuses before sending a file the browser already knows is too large or of another kind', async () => {
    await renderPage(<Field kinds={['image']} />);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    pick(big);
    expect((await screen.findByRole('alert')).textContent).toBe('The file must be 5 MB or smaller');
    pick(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose an image: PNG, JPEG or WebP'));
    expect(FakeXhr.last).toBeNull();
  });
});
