/** './AllocationPanel' for other remotes (mfe-insights' AI Portfolio Analysis modal mounts it through the shell's RemotePart). */
import { AllocationPanel, type AllocationPanelProps } from './AllocationPanel.tsx';

export default function AllocationPart(props: AllocationPanelProps) {
  return <AllocationPanel headingLevel={3} {...props} />;
}
