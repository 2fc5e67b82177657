import { useEffect, useId, useRef, useState } from 'react';
import { Tab } from 'react-bootstrap';
import { Tabs } from 'react-bootstrap';
import { useAppSelector } from '@/app/hooks';
import { Modal } from '@/components/ui/modal';
import { ReferralLinkPanel } from '@/features/referral';
import { selectPointsTotal } from '../loyalty-slice';
import { LOYALTY_TEXT as TEXT } from '../messages';
import { ActivityTab } from './activity-tab';
import { EarnPointsTab } from './earn-points-tab';
import { HelpTab } from './help-tab';
import { RewardsTab } from './rewards-tab';
import './loyalty.css';
import { formatCount } from '@/lib/number-text';

type TabKey = keyof typeof TEXT.tabs;
export type LoyaltyDialogProps = { show: boolean; onHide: () => void };

/**
 * Spec §2.8 loyalty dialog: Earn Points, Get rewards, refer friends, account, help. The tabs move with
 * the arrow keys (react-bootstrap's tablist); each tab loads its list when first opened.
 */
export function LoyaltyDialog({ show, onHide }: LoyaltyDialogProps) {
  const id = useId();
  const points = useAppSelector(selectPointsTotal);
  const [active, setActive] = useState<TabKey>('earn');
  const focusTab = useRef(false);

  // 'Reffer A Friend' switches tabs from inside a panel: focus follows to the new tab, not the body.
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    document.getElementById(`${id}-tab-${active}`)?.focus();
  }, [active, id]);

  return (
    <Modal show={show} onHide={onHide} heading={TEXT.dialogHeading} size="lg">
      <p className="loyalty-points" role="status">
        {typeof points === 'number' ? TEXT.yourPoints(formatCount(points)) : TEXT.pointsLoading}
      </p>
      <Tabs
        id={id}
        activeKey={active}
        onSelect={(key) => setActive((key as TabKey | null) ?? 'earn')}
        mountOnEnter
        className="mb-3 loyalty-tabs"
        aria-label={TEXT.tabsLabel}
      >
        <Tab eventKey="earn" title={TEXT.tabs.earn}>
          <EarnPointsTab
            onRefer={() => {
              focusTab.current = true;
              setActive('refer');
            }}
            onLeave={onHide}
          />
        </Tab>
        <Tab eventKey="rewards" title={TEXT.tabs.rewards}>
          <RewardsTab />
        </Tab>
        <Tab eventKey="refer" title={TEXT.tabs.refer}>
          <ReferralLinkPanel />
        </Tab>
        <Tab eventKey="account" title={TEXT.tabs.account}>
          <ActivityTab />
        </Tab>
        <Tab eventKey="help" title={TEXT.tabs.help}>
          <HelpTab />
        </Tab>
      </Tabs>
    </Modal>
  );
}
