import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Submits the contact form and lets its lazy chunks (validation, snackbar) load and React
 * re-render, so assertions never race a dynamic import (also under fake timers).
 */
export async function submitContactForm(): Promise<void> {
  await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send Message' })));
  await settleLazyChunks();
}

/** Lets pending dynamic imports resolve and React commit what they unblock. */
export async function settleLazyChunks(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}
