type FieldErrorProps = { id: string; message: string | undefined };

/** The error line under a form field; referenced by the input's aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-error" data-testid={id}>
      {message}
    </p>
  );
}
