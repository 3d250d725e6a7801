import { Carousel } from '@mantine/carousel';
import { Title } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsCard, type NewsItem } from './news-card';

type NewsCarouselProps = { news: NewsItem[] };

/** Latest news: autoplay and loop; autoplay pauses while hovered or focused. */
export function NewsCarousel({ news }: NewsCarouselProps) {
  const { t } = useTranslation('dashboard');
  const autoplay = useRef(Autoplay({ delay: 6000, stopOnMouseEnter: true, stopOnInteraction: false }));
  const [current, setCurrent] = useState(0);
  // Mantine writes the indicators' group name in English with no prop to change it: set it after render.
  // Its English "Slide 1 of 4" live region is hidden by the .news-carousel rule (app.css); ours says it.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', t('news.slides'));
  });
  return (
    <section aria-labelledby="news-heading" ref={wrapper}>
      <Title order={2} id="news-heading" size="h3" mb="sm">
        {t('news.title')}
      </Title>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {news.length > 0 && t('news.position', { index: current + 1, count: news.length })}
      </span>
      <Carousel
        className="news-carousel"
        aria-roledescription={t('news.carousel')}
        onSlideChange={setCurrent}
        withIndicators
        slideSize={{ base: '100%', md: '50%' }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={[autoplay.current]}
        previousControlProps={{ 'aria-label': t('news.previous') }}
        nextControlProps={{ 'aria-label': t('news.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('news.goTo', { index: index + 1 }) })}
        controlsOffset={0}
        // The controls sit in the side padding, off the text; dark indicators show on white.
        styles={{
          root: { paddingInline: 40 },
          indicator: { backgroundColor: 'var(--mantine-color-blue-8)' },
        }}
        pb="xl"
      >
        {news.map((item) => (
          <Carousel.Slide key={item.id} aria-roledescription={t('news.slide')} aria-label={item.title}>
            <NewsCard item={item} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
