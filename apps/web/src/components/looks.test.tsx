import { render } from '@testing-library/react';
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { App, Button, Card, ConfigProvider, Typography } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppLook, CardLook, IconButtonLook, TextLook } from './looks';

/** The element `node` draws, in a fresh tree of its own under the app's provider and direction. */
function drawn(node: ReactNode, direction: 'ltr' | 'rtl'): Element {
  const { container, unmount } = render(<ConfigProvider direction={direction}>{node}</ConfigProvider>);
  const element = container.firstElementChild!.cloneNode(true) as Element;
  unmount();
  return element;
}

describe.each(['ltr', 'rtl'] as const)('the looks (%s) draw what the components do', (dir) => {
  it('a card with a body, small and hoverable or not', () => {
    expect(drawn(<CardLook className="login-card">text</CardLook>, dir).outerHTML).toBe(
      drawn(<Card className="login-card">text</Card>, dir).outerHTML,
    );
    expect(
      drawn(
        <CardLook hoverable size="small">
          text
        </CardLook>,
        dir,
      ).outerHTML,
    ).toBe(
      drawn(
        <Card hoverable size="small">
          text
        </Card>,
        dir,
      ).outerHTML,
    );
  });

  it('a level 1 title and a secondary paragraph', () => {
    expect(
      drawn(
        <TextLook as="h1" className="login-title">
          Title
        </TextLook>,
        dir,
      ).outerHTML,
    ).toBe(
      drawn(
        <Typography.Title level={1} className="login-title">
          Title
        </Typography.Title>,
        dir,
      ).outerHTML,
    );
    expect(
      drawn(
        <TextLook as="div" type="secondary">
          Intro
        </TextLook>,
        dir,
      ).outerHTML,
    ).toBe(drawn(<Typography.Paragraph type="secondary">Intro</Typography.Paragraph>, dir).outerHTML);
  });

  it("a secondary text, as a list's row shows an email", () => {
    expect(
      drawn(
        <TextLook as="span" type="secondary" className="teacher-email">
          <bdi dir="ltr">a@example.com</bdi>
        </TextLook>,
        dir,
      ).outerHTML,
    ).toBe(
      drawn(
        <Typography.Text type="secondary" className="teacher-email">
          <bdi dir="ltr">a@example.com</bdi>
        </Typography.Text>,
        dir,
      ).outerHTML,
    );
  });

  it("the app's element, without its message, notification and modal holders", () => {
    const app = drawn(<App>content</App>, dir);
    const look = drawn(<AppLook>content</AppLook>, dir);
    expect(look.className).toBe(app.className);
    expect(look.textContent).toBe(app.textContent);
  });

  it('an icon-only text button, danger or not, with its label', () => {
    expect(drawn(<IconButtonLook icon={<HistoryOutlined />} aria-label="History: Ali" />, dir).outerHTML).toBe(
      drawn(<Button type="text" icon={<HistoryOutlined />} aria-label="History: Ali" />, dir).outerHTML,
    );
    expect(drawn(<IconButtonLook danger icon={<DeleteOutlined />} aria-label="Delete: Ali" />, dir).outerHTML).toBe(
      drawn(<Button danger type="text" icon={<DeleteOutlined />} aria-label="Delete: Ali" />, dir).outerHTML,
    );
  });
});
