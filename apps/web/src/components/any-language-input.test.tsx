import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { AnyLanguageInput, AnyLanguageTextArea } from './any-language-input';

describe('a text typed in either language', () => {
  it('follows its first letter once it holds one, and the page while it is empty', async () => {
    await renderPage(
      <Form initialValues={{ name: '', description: 'وصف' }}>
        <Form.Item name="name" label="name">
          <AnyLanguageInput />
        </Form.Item>
        <Form.Item name="description" label="description">
          <AnyLanguageTextArea />
        </Form.Item>
      </Form>,
      { locale: 'ar' },
    );
    const name = screen.getByLabelText('name');
    const description = screen.getByLabelText('description');
    expect(name.hasAttribute('dir')).toBe(false);
    expect(description.getAttribute('dir')).toBe('auto');
    fireEvent.change(name, { target: { value: 'Omar' } });
    expect(name.getAttribute('dir')).toBe('auto');
    fireEvent.change(description, { target: { value: '' } });
    expect(description.hasAttribute('dir')).toBe(false);
  });
});
