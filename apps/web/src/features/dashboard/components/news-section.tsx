import './news-static.css';
import { Title } from '@mantine/core';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../../app/use-idle';
import { NewsCard, type NewsItem } from './news-card';

// The carousel (embla, its autoplay; its first measure forces a layout) loads a while after the dashboard has
// painted and gone idle: until then the same slides stand still where the carousel puts them.
const NewsCarousel = lazy(() => import('./news-carousel').then((m) => ({ default: m.NewsCarousel })));

/** The news slides without the carousel's code: what the first paint shows. */
function NewsStatic({ news }: { news: NewsItem[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="news-heading">
      <Title order={2} id="news-heading" size="h3" mb="sm">
        {t('news.title')}
      </Title>
      <div className="news-static">
        <div className="news-static-viewport">
          <div className="news-static-container">
            {news.map((item) => (
              <div key={item.id} className="news-static-slide">
                <NewsCard item={item} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Milliseconds the slides stand still after the page has gone idle before the carousel's code loads and starts.
 * Standing still is what the carousel shows anyway until its first autoplay step; starting it with the page
 * put its module evaluation, layout and first measure among the page's own start-up work, where the user's
 * first input waits behind them.
 */
export const carouselDelayMs = 4000;

/** The dashboard's latest news: still slides first, the carousel a few seconds after the page is ready. */
export function NewsSection({ news }: { news: NewsItem[] }) {
  const isIdle = useIdle();
  const [isCarouselDue, setCarouselDue] = useState(false);
  useEffect(() => {
    if (!isIdle) return;
    const id = setTimeout(() => startTransition(() => setCarouselDue(true)), carouselDelayMs);
    return () => clearTimeout(id);
  }, [isIdle]);
  const still = <NewsStatic news={news} />;
  if (!isCarouselDue) return still;
  return (
    <Suspense fallback={still}>
      <NewsCarousel news={news} />
    </Suspense>
  );
}
