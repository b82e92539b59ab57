import { NonIdealState } from '@blueprintjs/core';

/** AI analysis (Generate Analysis, Past Analyses) belongs to mfe-insights and arrives with it. */
export function AnalysisTab({ symbol }: { symbol: string }) {
  return (
    <NonIdealState
      icon="predictive-analysis"
      title="AI analysis arrives with the insights release"
      description={`Generated analyses of ${symbol} and past analyses will show here.`}
    />
  );
}
