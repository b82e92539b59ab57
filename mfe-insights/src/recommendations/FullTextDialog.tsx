import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The modal a reasoning or AI analysis preview opens, with the full formatted text. */
export function FullTextDialog({ title, isOpen, onClose, children }: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} isOpen={isOpen} onClose={onClose} className="folio-ins-dialog folio-ins-dialog-wide">
      <DialogBody className="folio-ins-full-text">{children}</DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
