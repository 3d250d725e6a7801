import { Image, Modal } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import { useEffect, useState } from 'react';

type Props = { src: string | null; title: string; opened: boolean; onClose: () => void };

/** A large image in a popup that opens after the spec's 100 ms. */
export function ImagePopup({ src, title, opened, onClose }: Props) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!opened) {
      setIsShown(false);
      return;
    }
    const timer = setTimeout(() => setIsShown(true), limits.imagePopupDelayMs);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <Modal opened={isShown && !!src} onClose={onClose} title={title} size="xl" centered>
      {src && <Image src={src} alt={title} fit="contain" />}
    </Modal>
  );
}
