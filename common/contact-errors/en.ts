/**
 * English sentences for a message the server could not take, by HTTP status (DESIGN §4): shown
 * by the form's script and by the server's answer to the form without JavaScript.
 */
import type { ContactErrorMessages } from '../contact-schema';

export const contactErrors = {
  network: 'Failed to send message. Please try again.',
  invalid: 'Please check the fields: one of them is empty or too long.',
  tooLarge: 'Your message is too long to send. Please shorten it.',
  tooLargeCut:
    'Your message was too long to send, so the fields that did not fit were emptied. Please fill them in again, more briefly.',
  rateLimited:
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  unavailable: 'We cannot store messages right now. Please try again in a minute.',
  titlePrefix: 'Error: ',
  summaryTitle: 'There is a problem',
} as const satisfies ContactErrorMessages;
