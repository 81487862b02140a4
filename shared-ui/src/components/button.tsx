import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** Class names of a button, for links (`<Link className={buttonClassName('primary')}>`) that look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return classNames('bb-button', `bb-button--${variant}`, extra);
}

export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...rest} />;
}
