import { answerError, serverMessage, toApiError, type ApiError } from '@/api/errors';
import { plainCall } from '@/api/plain-call';
import { answer, entityOf, optText } from '@/api/schema';
import { env } from '@/config/env';
import { toFormData } from '@/lib/form-data';
import type { MailResponse } from '@/types/api';
import { optStatus, serverErrors } from '@/types/schemas';
import { WHOLESALE_TEXT } from './messages';
import { toPayload, type WholesaleValues } from './wholesale-values';

const mailAnswer = answer(
  entityOf<MailResponse>()({ status: optStatus, message: optText, errors: serverErrors }),
);

/**
 * Every failure reads 'Submission failed.' (spec part 2 §8); what the script said, if anything, is
 * kept in `errors`, so the form lists it under that line or on the field it names.
 */
const submissionFailed = (error: unknown): ApiError => {
  const failure = toApiError(error);
  const told = serverMessage(failure);
  return {
    ...failure,
    message: WHOLESALE_TEXT.failed,
    errors: failure.errors ?? (told ? [told] : undefined),
  };
};

/**
 * The application to the mail script (VITE_WHOLESALE_MAIL_URL, on another host in production) as
 * multipart: lists joined by ', ', no attachment field without a file. Success is a body `status` of
 * 200 (api-notes 3.9). A plain call: a File does not belong in the store.
 */
export const sendWholesaleApplication = async (values: WholesaleValues): Promise<void> => {
  try {
    const reply = await plainCall(
      { url: env.wholesaleMailUrl, method: 'POST', data: toFormData(toPayload(values)) },
      mailAnswer,
    );
    if (reply.status !== 200) throw answerError(reply);
  } catch (error) {
    throw submissionFailed(error);
  }
};
