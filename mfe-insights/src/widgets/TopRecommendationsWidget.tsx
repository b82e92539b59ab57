import { H4, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

/** Dashboard widget 'top-recommendations': a placeholder until the AI analyst exists. */
export default function TopRecommendationsWidget() {
  return (
    <div data-testid="top-recommendations-widget">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H4 style={{ margin: 0 }}>Top AI Recommendations</H4>
        <Link to="/recommendations">See all</Link>
      </div>
      <NonIdealState
        icon="lightbulb"
        title="No recommendations yet"
        description="The AI analyst arrives in a later release; its strongest calls will show here."
      />
    </div>
  );
}
