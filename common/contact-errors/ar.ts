/** Modern Standard Arabic sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages } from '../contact-schema';

export const contactErrors = {
  network: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  invalid: 'يُرجى التحقق من الحقول: أحدها فارغ أو طويل جدًا.',
  tooLarge: 'رسالتكم أطول من أن تُرسَل. يُرجى اختصارها.',
  tooLargeCut:
    'كانت رسالتكم أطول من أن تُرسَل، فأُفرغت الحقول التي لم تتسع لها. يُرجى تعبئتها من جديد باختصار.',
  rateLimited: 'أرسلتم عدة رسائل في وقت قصير. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  unavailable: 'لا يمكننا حفظ الرسائل حاليًا. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  titlePrefix: 'خطأ: ',
  summaryTitle: 'توجد مشكلة',
} as const satisfies ContactErrorMessages;
