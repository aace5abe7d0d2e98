import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { AnyLanguageInput, AnyLanguageTextArea, directionOf } from './any-language-input';

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
    expect(description.getAttribute('dir')).toBe('rtl');
    fireEvent.change(name, { target: { value: 'Omar' } });
    expect(name.getAttribute('dir')).toBe('ltr');
    fireEvent.change(description, { target: { value: '' } });
    expect(description.hasAttribute('dir')).toBe(false);
  });

  it('takes the direction of the first letter, past digits and signs', () => {
    expect(directionOf('١٢ - أحمد Ali')).toBe('rtl');
    expect(directionOf('12) Omar أحمد')).toBe('ltr');
    expect(directionOf('"שלום"')).toBe('rtl');
    expect(directionOf('123 - ٤٥')).toBeUndefined();
    expect(directionOf('')).toBeUndefined();
    expect(directionOf(undefined)).toBeUndefined();
  });
});
