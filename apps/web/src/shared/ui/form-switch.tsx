import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type FormSwitchProps<Values extends FieldValues, Parsed> = Omit<
  SwitchProps,
  'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'name'
> & { control: Control<Values, unknown, Parsed>; name: FieldPath<Values> };

/**
 * A Mantine Switch bound to a boolean field of a form. Mantine's Switch keeps its own checked
 * state (it is controlled even without `checked`), so `register`, which sets the input's
 * `checked` through its ref, was undone by the next render: an active entry opened for editing
 * showed off, and was saved off.
 */
export function FormSwitch<Values extends FieldValues, Parsed = Values>({
  control,
  name,
  ...props
}: FormSwitchProps<Values, Parsed>) {
  const { field } = useController({ control, name });
  return (
    <Switch
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
