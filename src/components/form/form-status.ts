import { createContext, useContext } from 'react';

export type FormFailure = { message: string; others: string[] };

/** What a kit `Form` tells its `FormAlert`: the last submit's failure, null when none. */
export const FormStatusContext = createContext<{ failure: FormFailure | null } | null>(null);

export const useFormStatus = () => useContext(FormStatusContext);
