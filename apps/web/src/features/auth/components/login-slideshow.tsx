import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldCheck,
  IconShoppingCart,
  IconSwimming,
  IconTool,
} from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const slides = [
  { key: 'robots', Icon: IconSwimming, background: 'linear-gradient(135deg, #0b3d91 0%, #1864ab 100%)' },
  { key: 'repairs', Icon: IconTool, background: 'linear-gradient(135deg, #0b7285 0%, #1864ab 100%)' },
  { key: 'spares', Icon: IconShoppingCart, background: 'linear-gradient(135deg, #364fc7 0%, #0b3d91 100%)' },
  { key: 'warranty', Icon: IconShieldCheck, background: 'linear-gradient(135deg, #087f5b 0%, #0b7285 100%)' },
] as const;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Four slides, 5 s apart, fading in 0.5 s; play/pause and previous/next (spec 01 s9). */
export function LoginSlideshow() {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
  const count = slides.length;
  const go = useCallback(
    (step: number) => setIndex((current) => (current + step + slides.length) % slides.length),
    [],
  );

  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(() => go(1), limits.sliderIntervalMs);
    return () => window.clearInterval(timer);
  }, [isPlaying, go]);

  return (
    <Box
      component="section"
      aria-roledescription={t('slides.roledescription')}
      aria-label={t('slides.label')}
      pos="relative"
      h={{ base: 260, sm: 420 }}
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}
    >
      <div aria-live={isPlaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Box
            key={slide.key}
            role="group"
            aria-roledescription={t('slides.slide')}
            aria-label={t('slides.position', { current: i + 1, total: count })}
            aria-hidden={i !== index}
            pos="absolute"
            inset={0}
            p="xl"
            c="white"
            style={{
              background: slide.background,
              opacity: i === index ? 1 : 0,
              transition: `opacity ${limits.sliderTransitionMs}ms ease-in-out`,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              gap: 12,
            }}
          >
            <slide.Icon size={64} stroke={1.4} aria-hidden />
            <Title order={2} c="white">
              {t(`slides.${slide.key}.title`)}
            </Title>
            <Text size="lg" c="white" maw={420}>
              {t(`slides.${slide.key}.text`)}
            </Text>
          </Box>
        ))}
      </div>
      <Group pos="absolute" bottom={12} right={12} gap={6}>
        <ActionIcon
          variant="white"
          color="dark"
          size="lg"
          aria-label={t('slides.previous')}
          onClick={() => go(-1)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="white"
          color="dark"
          size="lg"
          aria-label={isPlaying ? t('slides.pause') : t('slides.play')}
          onClick={() => setIsPlaying((playing) => !playing)}
        >
          {isPlaying ? <IconPlayerPause size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          variant="white"
          color="dark"
          size="lg"
          aria-label={t('slides.next')}
          onClick={() => go(1)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}
