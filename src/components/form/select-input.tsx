import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

export type SelectOption = { value: string | number; label: string };

export type SelectInputProps = Omit<ComponentPropsWithRef<'select'>, 'size'> & {
  label: string;
  options: SelectOption[];
  /** Keep the visible label for screen readers only (the empty option still shows it). */
  hideLabel?: boolean;
  /** Text of the first, empty option when it is not the label (e.g. '--Choose--'). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  size?: 'sm' | 'lg';
  containerClassName?: string;
};

type OptionSource = {
  id: string | number;
  code?: string | number | null;
  name?: string | null;
} & Record<string, unknown>;

/** Select options from API rows: the value is `code` when present, else `id`; the text is `name` (api-notes 3.6). */
export const toOptions = <T extends OptionSource>(
  items: readonly T[] | null | undefined,
  keys: { value?: 'code' | 'id'; label?: keyof T & string } = {},
): SelectOption[] => {
  const valueKey = keys.value ?? 'code';
  const labelKey = keys.label ?? 'name';
  return (items ?? []).map((item) => {
    const code = item.code;
    const useCode = valueKey === 'code' && code !== undefined && code !== null && code !== '';
    return { value: useCode ? code : item.id, label: String(item[labelKey] ?? '') };
  });
};

/** Spec §2.10 select: the first, empty option shows the label (or the spec's own blank text). */
export function SelectInput({
  label,
  options,
  hideLabel,
  placeholder,
  error,
  hint,
  size,
  containerClassName,
  id,
  required,
  className,
  ref,
  ...rest
}: SelectInputProps) {
  return (
    <Field
      id={id}
      name={rest.name}
      label={label}
      hideLabel={hideLabel}
      required={required}
      error={error}
      hint={hint}
      describedBy={rest['aria-describedby']}
      className={containerClassName}
    >
      {(controlProps, shownError) => (
        <select
          {...rest}
          {...controlProps}
          ref={ref}
          className={clsx(
            'form-select',
            size && `form-select-${size}`,
            shownError && 'is-invalid',
            className,
          )}
        >
          <option value="">{placeholder ?? label}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
