import type { ChangeEvent } from 'react';

export interface TextInputProps {
  id: string;
  name: string;
  value: string;
  /** The value updates on each keystroke. */
  onValueChange(value: string): void;
  onCommit?(value: string): void;
  onBlur?(): void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  error?: boolean;
  disabled?: boolean;
  placeholder?: string;
  large?: boolean;
  spellcheckOff?: boolean;
  autoComplete?: string;
  describedBy?: string;
  required?: boolean;
  readOnly?: boolean;
  min?: number;
  max?: number;
}

/** A text input of the site's forms (docs/behaviour.md, "Validation"). For e-mail it sets e-mail autocomplete and the e-mail keyboard. */
export function TextInput(props: TextInputProps) {
  const type = props.type ?? 'text';
  const isEmail = type === 'email';
  return (
    <input
      id={props.id}
      name={props.name}
      type={type}
      value={props.value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => props.onValueChange(e.target.value)}
      onBlur={(e) => {
        props.onCommit?.(e.target.value);
        props.onBlur?.();
      }}
      className={`input${props.large ? ' input--large' : ''}${props.error ? ' input--error' : ''}`}
      aria-invalid={props.error || undefined}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
      spellCheck={props.spellcheckOff ? false : undefined}
      autoComplete={isEmail ? 'email' : props.autoComplete}
      inputMode={isEmail ? 'email' : type === 'tel' ? 'tel' : type === 'number' ? 'numeric' : undefined}
      min={props.min}
      max={props.max}
      autoCapitalize={isEmail || type === 'password' ? 'off' : undefined}
      required={props.required}
    />
  );
}
