import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';

type Bound = 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'name';
type FieldProps<Values extends FieldValues, Parsed> = {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
};

/**
 * What binds a Mantine Switch or Checkbox to a boolean field of a form. Both keep their own
 * checked state (controlled even without `checked`), so `register`, which sets the input's
 * `checked` through its ref, is undone by the next render: an active entry opened for editing
 * showed off, and was saved off.
 */
function checkedProps<Values extends FieldValues>(
  field: ControllerRenderProps<Values, FieldPath<Values>>,
) {
  return {
    ref: field.ref,
    name: field.name,
    checked: field.value === true,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
  };
}

export function FormSwitch<Values extends FieldValues, Parsed = Values>({
  control,
  name,
  ...props
}: Omit<SwitchProps, Bound> & FieldProps<Values, Parsed>) {
  const { field } = useController({ control, name });
  return <Switch {...props} {...checkedProps(field)} />;
}

export function FormCheckbox<Values extends FieldValues, Parsed = Values>({
  control,
  name,
  ...props
}: Omit<CheckboxProps, Bound> & FieldProps<Values, Parsed>) {
  const { field } = useController({ control, name });
  return <Checkbox {...props} {...checkedProps(field)} />;
}
