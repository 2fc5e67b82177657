import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './modal';

function Harness(props: Omit<ModalProps, 'show' | 'onHide'> & { onHide?: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open dialog
      </button>
      <Modal
        {...props}
        show={show}
        onHide={() => {
          props.onHide?.();
          setShow(false);
        }}
      />
    </>
  );
}

describe('Modal', () => {
  it('success dialog: check mark, heading as its name, one Ok button that closes', async () => {
    const user = userEvent.setup();
    render(<Harness heading="Points added!" />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));

    const dialog = await screen.findByRole('dialog', { name: 'Points added!' });
    expect(dialog.querySelector('svg.app-modal__icon--success')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses a custom success label', async () => {
    const user = userEvent.setup();
    render(<Harness heading="Copied" okLabel="Great" />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await screen.findByRole('button', { name: 'Great' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
  });

  it('confirm dialog: question mark, Yes runs the action, No closes without it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness variant="confirm" heading="Remove this address?" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this address?' });
    expect(dialog.querySelector('svg.app-modal__icon--confirm')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirm pending disables Yes and No', async () => {
    render(
      <Modal show onHide={() => undefined} variant="confirm" heading="Sure?" confirmPending />,
    );
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('shows custom content without the default buttons', async () => {
    render(
      <Modal show onHide={() => undefined} heading="Your voucher" size="lg">
        <p>Code ABC123</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your voucher' });
    expect(screen.getByText('Code ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    expect(dialog.closest('.modal')?.querySelector('.modal-dialog')).toHaveClass('modal-lg');
  });

  it('moves focus into the dialog and restores it to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness heading="Saved" />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    await waitFor(() =>
      expect(dialog.closest('.modal')).toContainElement(document.activeElement as HTMLElement),
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
  it('keeps Tab inside the dialog: from its last control to the first and back', async () => {
    const user = userEvent.setup();
    render(
      <Modal show onHide={() => undefined} heading="Gallery">
        <button type="button">Previous</button>
        <button type="button">Next</button>
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Gallery' });
    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });
});
