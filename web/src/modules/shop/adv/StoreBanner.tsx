import { useEffect, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BannerAd } from './api';
import { AD_ROTATION_MS } from './rotation';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    width: '100%',
    aspectRatio: '5 / 2',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  slide: {
    display: 'block',
    width: '100%',
    height: '100%',
    border: 'none',
    padding: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'default',
  },
  link: { cursor: 'pointer' },
  picture: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  words: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    padding: tokens.spacingHorizontalL,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground2,
    textAlign: 'center',
  },
  dots: {
    position: 'absolute',
    bottom: tokens.spacingVerticalS,
    left: 0,
    right: 0,
    display: 'flex',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  dot: {
    width: '8px',
    height: '8px',
    padding: 0,
    borderRadius: '50%',
    border: 'none',
    backgroundColor: 'rgba(255,255,255,0.6)',
    cursor: 'pointer',
    boxShadow: tokens.shadow2,
  },
  current: { width: '18px', borderRadius: '4px', backgroundColor: tokens.colorNeutralBackground1 },
});

/** One picture of one ad (an ad without pictures shows its title). */
interface Slide {
  ad: BannerAd;
  picture?: string;
}

export const slidesOf = (ads: readonly BannerAd[]): Slide[] =>
  ads.flatMap((ad) => (ad.pictures.length ? ad.pictures.map((picture) => ({ ad, picture })) : [{ ad }]));

export interface StoreBannerProps {
  ads: readonly BannerAd[];
  /** Shows a linked product on the storefront (found by its name). */
  onOpenProduct?: (productName: string) => void;
}

/**
 * The storefront's banner: every picture of the ads showing today, in their order, each for AD_ROTATION_MS (the
 * seed's 20 s) before the next; the dots under it choose one (and start its 20 s again). A tap opens the ad's link.
 */
export function StoreBanner({ ads, onOpenProduct }: StoreBannerProps) {
  const s = useStyles();
  const slides = slidesOf(ads);
  const [chosen, setChosen] = useState(0);
  const current = slides.length ? chosen % slides.length : 0;
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setTimeout(() => setChosen((current + 1) % slides.length), AD_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [current, slides.length]);
  if (!slides.length) return null;
  const { ad, picture } = slides[current];
  const body = picture ? <img className={s.picture} src={picture} alt={ad.advTitle} /> : <span className={s.words}>{ad.advTitle}</span>;
  return (
    <section className={s.root} aria-roledescription="轮播广告" aria-label="店铺广告">
      {ad.linkType === 'url' && ad.linkUrl ? (
        <a className={mergeClasses(s.slide, s.link)} href={ad.linkUrl} target="_blank" rel="noopener noreferrer" aria-label={ad.advTitle}>
          {body}
        </a>
      ) : ad.linkType === 'product' && ad.productName && onOpenProduct ? (
        <button
          type="button"
          className={mergeClasses(s.slide, s.link)}
          aria-label={ad.advTitle}
          onClick={() => onOpenProduct(ad.productName!)}
        >
          {body}
        </button>
      ) : (
        <div className={s.slide}>{body}</div>
      )}
      {slides.length > 1 && (
        <div className={s.dots}>
          {slides.map((slide, i) => (
            <button
              key={`${slide.ad.advId}-${i}`}
              type="button"
              className={mergeClasses(s.dot, i === current && s.current)}
              aria-label={`第${i + 1}张：${slide.ad.advTitle}`}
              aria-current={i === current}
              onClick={() => setChosen(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
