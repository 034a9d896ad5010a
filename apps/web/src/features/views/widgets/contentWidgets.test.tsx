// @vitest-environment jsdom
import { encodeWidgetNotes } from '@vigil/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderWidget, safeColor } from './HeaderWidget';
import { ImageWidget, imageTransformCss } from './ImageWidget';
import { TextWidget } from './TextWidget';
import { rgb, testProps, testWidget } from './widgetTestData';
import type { ViewWidget } from './widgetTypes';

afterEach(cleanup);

const props = (widget: Partial<ViewWidget>) =>
  testProps({ widget: testWidget(widget), sensors: [] });

describe('Image widget', () => {
  it('shows the image, moved, scaled and rotated as arranged, named by the widget', () => {
    render(
      <ImageWidget
        {...props({
          type: 'IMAGE',
          name: 'Floor plan, hall B',
          imageURL: '/files/images/plan-lg.png',
          imageTransform: { translateX: 12, translateY: -8, scale: 1.5, rotation: 90 },
        })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Floor plan, hall B' });
    expect(image.getAttribute('src')).toBe('/files/images/plan-lg.png');
    expect(image.style.transform).toBe('translate(12px, -8px) scale(1.5) rotate(90deg)');
  });

  it('has no transform when none was arranged', () => {
    expect(imageTransformCss(null)).toBeUndefined();
  });

  it('says when there is no image', () => {
    render(<ImageWidget {...props({ type: 'IMAGE' })} />);
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Text widget', () => {
  it('shows decoded notes as plain text with their line breaks, never as HTML', () => {
    const notes =
      'Call the NOC before\nopening rack 4.\n<b>not bold</b><img src=x onerror=alert(1)>';
    render(<TextWidget {...props({ type: 'TEXT', notes: encodeWidgetNotes(notes) })} />);
    const text = screen.getByTestId('widget-text');
    expect(text.textContent).toBe(notes);
    expect(text.querySelector('b, img')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  });

  it('says when there is no text', () => {
    render(<TextWidget {...props({ type: 'TEXT', notes: null })} />);
    expect(screen.getByText('No text')).toBeTruthy();
  });
});

describe('Header widget', () => {
  it('is a section heading in the widget colour', () => {
    render(<HeaderWidget {...props({ type: 'HEADER', name: 'Hall B', color: '#2196f3' })} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Hall B' });
    expect(getComputedStyle(heading).color).toBe(rgb('#2196f3'));
  });

  it.each([
    ['#2196f3', '#2196f3'],
    ['red', 'red'],
    ['rgb(33, 150, 243)', 'rgb(33, 150, 243)'],
    ['red; background: url(https://evil)', undefined],
    ['', undefined],
    [null, undefined],
  ])('takes %j as colour %j', (color, expected) => {
    expect(safeColor(color)).toBe(expected);
  });
});
