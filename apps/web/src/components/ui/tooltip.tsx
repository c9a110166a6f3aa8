import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS } from '@drd/shared/constants';

interface TooltipProps {
  /** What the tooltip says; keep the trigger itself labelled too (touch screens never hover). */
  content: ReactNode;
  /** One focusable element (a button or link): it becomes the trigger. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A Radix tooltip that opens after 700 ms (spec §9). Each one brings its own provider so the
 * tooltip code loads only with the screens that use it, not with the app shell.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
