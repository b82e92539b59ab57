/** /investments/tax-report, exposed to the shell (the screen lives in ../tax/). */
import { TaxReportScreen } from '../tax/TaxReportScreen.tsx';

export default function TaxReportPage() {
  return <TaxReportScreen />;
}
