import { createContext, useContext } from 'react';

export type FormFailure = { message: string; others: string[] };

/** What a kit `Form` tells its `FormAlert`: the last submit's failure (null when none or outside a Form). */
export const FormFailureContext = createContext<FormFailure | null>(null);

export const useFormFailure = () => useContext(FormFailureContext);
