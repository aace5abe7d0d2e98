import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { LazyPopconfirm, LazyTooltip } from './lazy-popups';

const shown = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)');
const confirmShown = () => document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');

function Row({ onConfirm = () => {}, onClick = () => {} }: { onConfirm?: () => void; onClick?: () => void }) {
  return (
    <>
      <LazyTooltip title="History">
        <Button aria-label="History of Ali" onClick={onClick}>
          H
        </Button>
      </LazyTooltip>
      <LazyPopconfirm title="Delete Ali?" okText="Delete" cancelText="Cancel" onConfirm={onConfirm}>
        <Button aria-label="Delete: Ali">D</Button>
      </LazyPopconfirm>
    </>
  );
}

describe('LazyTooltip', () => {
  it('draws only its trigger until hovered, then shows the title and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderPage(<Row />);
    const button = screen.getByRole('button', { name: 'History of Ali' });
    expect(document.querySelector('.ant-tooltip')).toBeNull();

    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('History');
    await waitFor(() => expect(shown()).not.toBeNull());
    // The same element (a press under way goes on), the same name, described by the tooltip as Ant Design's is.
    expect(screen.getByRole('button', { name: 'History of Ali' })).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(button.classList.contains('ant-tooltip-open')).toBe(true);

    await user.unhover(button);
    await waitFor(() => expect(shown()).toBeNull());
  });

  it('shows on keyboard focus, keeps the focus on its button and hides when the focus leaves', async () => {
    const user = userEvent.setup();
    await renderPage(<Row />);
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('aria-label')).toBe('History of Ali');
    expect((await screen.findByRole('tooltip')).textContent).toBe('History');
    await waitFor(() => expect(shown()).not.toBeNull());

    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete: Ali');
    await waitFor(() => expect(shown()).toBeNull());
  });

  it('stays while its button has keyboard focus, though a pointer comes and leaves, until Escape', async () => {
    const user = userEvent.setup();
    await renderPage(<Row />);
    await user.tab();
    const button = document.activeElement as HTMLElement;
    await waitFor(() => expect(shown()).not.toBeNull());

    await user.hover(button);
    await user.unhover(button);
    // Longer than Ant Design's delay before a hover's tooltip hides.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown()).not.toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(shown()).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps its button working: a click on the first hover reaches it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    await renderPage(<Row onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'History of Ali' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LazyPopconfirm', () => {
  it('opens on the first press, with the focus still on its button, and Escape closes it', async () => {
    const user = userEvent.setup();
    await renderPage(<Row />);
    expect(document.querySelector('.ant-popconfirm')).toBeNull();

    const button = screen.getByRole('button', { name: 'Delete: Ali' });
    await user.click(button);
    expect(await screen.findByText('Delete Ali?')).toBeTruthy();
    expect(confirmShown()).not.toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(confirmShown()).toBeNull());
    // And opens again on the next press, as Ant Design's does.
    await user.click(screen.getByRole('button', { name: 'Delete: Ali' }));
    await waitFor(() => expect(confirmShown()).not.toBeNull());
  });

  it('opens from the keyboard and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderPage(<Row onConfirm={onConfirm} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByText('Delete Ali?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmShown()).toBeNull());
  });

  it('holds a lazy tooltip: hovering shows the tooltip, the first press opens the confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderPage(
      <LazyPopconfirm title="Disable Ali?" okText="Disable" cancelText="Cancel" onConfirm={onConfirm}>
        <LazyTooltip title="Disable">
          <Button aria-label="Disable: Ali">X</Button>
        </LazyTooltip>
      </LazyPopconfirm>,
    );
    await user.hover(screen.getByRole('button', { name: 'Disable: Ali' }));
    await waitFor(() => expect(shown()?.textContent).toBe('Disable'));
    await user.click(screen.getByRole('button', { name: 'Disable: Ali' }));
    expect(await screen.findByText('Disable Ali?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disable', exact: true } as never));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is mirrored in Arabic', async () => {
    const user = userEvent.setup();
    await renderPage(<Row />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Delete: Ali' }));
    await screen.findByText('Delete Ali?');
    expect(document.querySelector('.ant-popconfirm')?.classList.contains('ant-popover-rtl')).toBe(true);
  });
});
