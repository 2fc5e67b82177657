/** A polite live region that is always there, so a success message put in it is announced. */
export function SavedNotice({ message }: { message: string }) {
  return (
    <div role="status">{message && <p className="alert alert-success py-2">{message}</p>}</div>
  );
}
