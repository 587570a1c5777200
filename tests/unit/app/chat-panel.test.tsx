// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatDialog from '~/components/layout/chat-dialog';
import { ChatPanel } from '~/components/layout/chat-panel';
import { BOT_REPLY_MS } from '~/config/timing';
import { renderAt } from './header-helpers';

describe('<ChatPanel>', () => {
  it('renders the launcher once the visitor acts (its chunk waits for the first activity)', async () => {
    renderAt(<ChatPanel />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /chat with us/i })).toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(await screen.findByRole('button', { name: /chat with us/i })).toBeTruthy();
  });
});

describe('<ChatDialog>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = () => fireEvent.click(screen.getByRole('button', { name: /chat with us/i }));
  const userMessages = () =>
    within(screen.getByRole('log')).queryAllByText(/./, { selector: '[data-sender=user]' });

  it('appends the user message, clears the input and replies after 1000 ms', () => {
    renderAt(<ChatDialog />);
    open();
    expect(screen.getByRole('heading', { name: 'Chat Support' })).toBeTruthy();
    const input = screen.getByPlaceholderText('Type your message...') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '  Hello there  ' } });
    fireEvent.submit(input.form!); // Enter in a single-input form submits it
    expect(input.value).toBe('');
    expect(userMessages().map((m) => m.textContent)).toEqual(['You: Hello there']);
    act(() => vi.advanceTimersByTime(BOT_REPLY_MS - 1));
    expect(screen.queryByText('Thank you for your message!')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Thank you for your message!')).toBeTruthy();
  });

  it('ignores blank messages', () => {
    renderAt(<ChatDialog />);
    open();
    const input = screen.getByPlaceholderText('Type your message...');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(BOT_REPLY_MS * 2));
    expect(userMessages()).toHaveLength(0);
    expect(screen.queryByText('Thank you for your message!')).toBeNull();
  });

  it('is a non-modal dialog labelled by its title; focus moves to the input and back to the launcher', () => {
    renderAt(
      <>
        <ChatDialog />
        <button type="button">page</button>
      </>,
    );
    open();
    const dialog = screen.getByRole('dialog', { name: 'Chat Support' });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Type your message...'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'page' })); // the page stays usable
    expect(screen.getByTestId('chat-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    act(() => vi.runOnlyPendingTimers()); // Radix restores focus one task after closing
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /chat with us/i }));
  });

  it('closes with the close button and with Escape', () => {
    renderAt(<ChatDialog />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    open();
    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Escape' });
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });
});
