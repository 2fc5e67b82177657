import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { dateValidator, EMPTY_DATE, type DateParts } from '@/components/form/date-rules';
import { DateFields } from '@/components/form/date-fields';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { Modal } from '@/components/ui/modal';
import { useAddEarnPointsMutation } from '../api';
import { BIRTHDAY_TEXT as TEXT, MIN_AGE } from '../messages';

type BirthdayDialogProps = { show: boolean; earningId: number; onHide: () => void };
type Values = { birthday: DateParts };

const validateBirthday = dateValidator(
  { required: TEXT.required, invalid: TEXT.invalid, future: TEXT.future, tooYoung: TEXT.tooYoung },
  { minAge: MIN_AGE },
);

/** Spec §2.8/§5 Happy Birthday: month select, day and year inputs, Save → POST /add/earn-points. */
export function BirthdayDialog({ show, earningId, onHide }: BirthdayDialogProps) {
  const [addEarnPoints] = useAddEarnPointsMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: { birthday: EMPTY_DATE } });

  const submit = async ({ birthday }: Values) => {
    await addEarnPoints({
      earning_id: earningId,
      day: Number(birthday.day),
      month: Number(birthday.month),
      year: Number(birthday.year),
    }).unwrap();
    setSaved(true);
  };

  return (
    <Modal show={show} onHide={onHide} heading={TEXT.heading} stacked>
      {saved ? (
        <>
          <p role="status">{TEXT.saved}</p>
          <Button variant="primary" onClick={onHide}>
            {TEXT.close}
          </Button>
        </>
      ) : (
        <Form form={form} onSubmit={submit} errorText={TEXT.failed} aria-label={TEXT.heading}>
          <p>{TEXT.intro}</p>
          <Controller
            name="birthday"
            control={form.control}
            rules={{ validate: validateBirthday }}
            render={({ field }) => (
              <DateFields {...field} legend={TEXT.legend} required autoComplete="bday" />
            )}
          />
          <FormAlert />
          <SubmitButton variant="primary" className="mt-2">
            {TEXT.save}
          </SubmitButton>
        </Form>
      )}
    </Modal>
  );
}
