import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { WHOLESALE_TEXT } from '../messages';

type WholesaleSentProps = { onAnother: () => void };

/** In place of the form once it is sent: the spec's success text, focused so it is heard. */
export function WholesaleSent({ onAnother }: WholesaleSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="alert alert-success p-4" role="status">
      <h2 ref={heading} tabIndex={-1} className="h4">
        {WHOLESALE_TEXT.success}
      </h2>
      <p>{WHOLESALE_TEXT.successDetail}</p>
      <Button variant="primary" onClick={onAnother}>
        {WHOLESALE_TEXT.another}
      </Button>
    </div>
  );
}
