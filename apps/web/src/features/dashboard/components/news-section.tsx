import './news-static.css';
import { Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../../../app/use-idle';
import { NewsCard, type NewsItem } from './news-card';

// The carousel (embla, its autoplay; its first measure forces a layout) loads once the dashboard has painted:
// until then the same slides stand still where the carousel puts them.
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

/** The dashboard's latest news: still slides first, the carousel once its code is in. */
export function NewsSection({ news }: { news: NewsItem[] }) {
  const isIdle = useIdle();
  const still = <NewsStatic news={news} />;
  if (!isIdle) return still;
  return (
    <Suspense fallback={still}>
      <NewsCarousel news={news} />
    </Suspense>
  );
}
