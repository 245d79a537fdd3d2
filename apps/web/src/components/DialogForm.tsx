import type { FormEvent, ReactNode } from 'react';

/**
 * The <form> inside a dialog. `display: contents` keeps the dialog's own layout: its content
 * scrolls and the actions stay in view on a phone (a plain form between the paper and the
 * content made the whole dialog scroll, the Save/Cancel buttons below the fold).
 */
export function DialogForm({
  onSubmit,
  children,
  'aria-label': ariaLabel,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }} aria-label={ariaLabel}>
      {children}
    </form>
  );
}
