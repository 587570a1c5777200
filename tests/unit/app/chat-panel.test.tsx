// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '~/components/layout/chat-panel';
import { BOT_REPLY_MS } from '~/config/timing';

describe('<ChatPanel>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = () => fireEvent.click(screen.getByRole('button', { name: /chat with us/i }));
  const userMessages = () =>
    within(screen.getByRole('log')).queryAllByText(/./, { selector: '[data-sender=user]' });

  it('appends the user message, clears the input and replies after 1000 ms', () => {
    render(<ChatPanel />);
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
    render(<ChatPanel />);
    open();
    const input = screen.getByPlaceholderText('Type your message...');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(BOT_REPLY_MS * 2));
    expect(userMessages()).toHaveLength(0);
    expect(screen.queryByText('Thank you for your message!')).toBeNull();
  });

  it('closes with the close button and with Escape', () => {
    render(<ChatPanel />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    open();
    fireEvent.keyDown(screen.getByPlaceholderText('Type your message...'), { key: 'Escape' });
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });
});
