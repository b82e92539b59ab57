import { Link } from 'react-router';
import { ComingLater } from './ComingLater.tsx';

/** /recommendations: the AI Recommendations screen arrives with the AI analyst. */
export default function RecommendationsPage() {
  return (
    <ComingLater title="AI Recommendations" testId="recommendations-page">
      The AI analyst arrives in a later release. It will review your lists and post buy, sell and hold
      recommendations here, with their reasoning. Meanwhile, keep your holdings up to date in{' '}
      <Link to="/investments">Investments</Link>.
    </ComingLater>
  );
}
