/**
 * /stock/{symbol} (core.md and dashboard-news-tools.md section 2): the URL hash #overview,
 * #metrics or #analysis selects the tab; the back button returns to the previous page. The
 * Portfolio Position card shows the holding in the list of ?listId=, else the default list; the
 * Analysis tab analyses against that list with its max position size preference.
 */
import { RemotePartProvider, type PageProps } from '../insights/remote-part.tsx';
import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '@folio/shell-kit/router';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { priceHolding } from '../holdings/valuation.ts';
import { investmentKeys } from '../keys.ts';
import { chooseList } from '../lists/choose-list.ts';
import { useLists } from '../lists/use-lists.ts';
import { useListPreferences } from '@folio/shell-kit/api';
import { StockDetail } from '../stock/StockDetail.tsx';
import { tabFromHash, useStockData, type StockTab } from '../stock/use-stock.ts';
import '../portfolio.css';

export default function StockDetailPage({ RemotePart }: PageProps) {
  return (
    <RemotePartProvider RemotePart={RemotePart}>
      <StockDetailPageScreen />
    </RemotePartProvider>
  );
}

function StockDetailPageScreen() {
  const symbol = (useParams().symbol ?? '').trim().toUpperCase();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const lists = useLists();
  const list = lists.data ? chooseList(lists.data, search.get('listId')) : null;
  const items = useQuery({
    queryKey: investmentKeys.items(list?.id ?? null),
    queryFn: () => api.investments.fast(list!.id),
    enabled: list !== null,
  });
  const stock = useStockData(symbol).data;
  const position = useMemo(() => {
    if (!items.data) return undefined;
    const matches = items.data.filter((item) => item.symbol === symbol);
    const item = matches.find((candidate) => candidate.quantity > 0) ?? matches[0];
    return item ? priceHolding(item, stock, todayIso()) : null;
  }, [items.data, symbol, stock]);

  const tab = tabFromHash(location.hash);
  const selectTab = (next: StockTab) => navigate({ search: location.search, hash: `#${next}` }, { replace: true });
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/investments'));
  const preferences = useListPreferences(list?.id).data ?? null;

  return (
    <section className="folio-portfolio" data-testid="stock-detail-page">
      <StockDetail
        symbol={symbol}
        position={position}
        tab={tab}
        onTabChange={selectTab}
        onGoBack={goBack}
        showDividendYield={preferences?.showDividendYield ?? true}
        listId={list?.id ?? null}
        maxPositionSize={preferences?.maxPositionSize}
        actions={<Button icon="arrow-left" variant="minimal" text="Back" onClick={goBack} />}
      />
    </section>
  );
}
