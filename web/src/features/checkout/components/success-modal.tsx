import { Modal } from '../../../components/ui/modal';

interface SuccessModalProps {
  open: boolean;
  title: string;
  message: string;
}

/** The confirmation shown for the few seconds before the next page; there is nothing to close it for. */
export function SuccessModal({ open, title, message }: SuccessModalProps) {
  return (
    <Modal open={open} title={title} onClose={() => undefined}>
      <p>{message}</p>
      <p>Taking you to the next step in a moment...</p>
    </Modal>
  );
}
