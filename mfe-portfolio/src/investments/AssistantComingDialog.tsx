import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

/** AI Analysis and Chat Assistant belong to mfe-insights; until its release they say so. */
export function AssistantComingDialog({ title, onClose }: { title: string; onClose(): void }) {
  return (
    <Dialog isOpen onClose={onClose} title={title} icon="predictive-analysis">
      <DialogBody>
        <p>The AI assistant arrives with the insights release.</p>
        <p className="folio-muted">Portfolio analysis, recommendations and the Portfolio Assistant chat will open here.</p>
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
