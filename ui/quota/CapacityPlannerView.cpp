// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/quota/CapacityPlannerView.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include "console/TimeText.h"
#include "lease/CapacityPlanner.h"
#include "protocol/LockTypes.h"
#include "ui/quota/CapacityChartView.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace volcano::ui {

namespace {

constexpr int kMaxCount = 1'000'000;
constexpr int kExampleHolders = 50;

QString perMinute(double value) {
    // Whole numbers plainly, fractions (0.6 renewals a minute at TTL 300) with one decimal.
    if (std::abs(value - std::round(value)) < 1e-9)
        return QLocale().toString(qint64(std::llround(value)));
    return QLocale().toString(value, 'f', 1);
}

QString seconds(qint64 ms) {
    return ms % 1000 == 0 ? CapacityPlannerView::tr("%1 s").arg(ms / 1000)
                          : CapacityPlannerView::tr("%1 s").arg(
                                QLocale().toString(double(ms) / 1000.0, 'f', 1));
}

QSpinBox* countBox(int maximum, int value, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, maximum);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

CapacityPlannerView::CapacityPlannerView(QWidget* parent)
    : QWidget(parent)
    , m_ttl(new QSpinBox(this))
    , m_renewPercent(new QSpinBox(this))
    , m_holders(countBox(kMaxCount, 0, this))
    , m_contenders(countBox(kMaxCount, 0, this))
    , m_retry(new QDoubleSpinBox(this))
    , m_polling(countBox(kMaxCount, 60, this))
    , m_headroom(new QSpinBox(this))
    , m_renewals(outputLabel())
    , m_contenderAcquires(outputLabel())
    , m_pollingOut(outputLabel())
    , m_total(outputLabel())
    , m_maxHolders(outputLabel())
    , m_table(outputLabel())
    , m_takeover(outputLabel())
    , m_verdict(outputLabel())
    , m_chart(new CapacityChartView(this)) {
    m_chart->setObjectName(QStringLiteral("plannerChart"));
    m_chart->setAccessibleName(tr("Maximum holders by TTL"));
    m_chart->setAccessibleDescription(
        tr("The most holders the quota keeps alive at each TTL, and this plan; the figures "
           "beside the chart say the same in words."));
    m_verdict->setObjectName(QStringLiteral("plannerVerdict"));
    // Side by side: the panel has a tab of the window's width, not always much height.
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(buildInputs(), 0, Qt::AlignTop);
    layout->addWidget(buildOutputs(), 2, Qt::AlignTop);
    layout->addWidget(m_chart, 3);
    CapacityInputs example;
    example.holders = kExampleHolders;
    setInputs(example);
}

QLabel* CapacityPlannerView::outputLabel() {
    auto* label = new QLabel(this);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QWidget* CapacityPlannerView::buildInputs() {
    auto* box = new QGroupBox(tr("Inputs"), this);
    auto* form = new QFormLayout(box);
    m_ttl->setRange(int(limits::kMinTtlSeconds), int(limits::kMaxTtlSeconds));
    m_ttl->setSuffix(tr(" s"));
    m_renewPercent->setRange(10, 90);
    m_renewPercent->setSuffix(tr(" % of TTL"));
    m_renewPercent->setToolTip(tr("Holders renew this far into each lease; 33 % is ttl/3"));
    m_retry->setRange(0.1, 3600);
    m_retry->setDecimals(1);
    m_retry->setSuffix(tr(" s"));
    m_retry->setToolTip(tr("How often each contender retries acquire on a held lock"));
    m_polling->setSuffix(tr(" /min"));
    m_polling->setToolTip(tr("This console's polling budget (the toolbar's, unless changed here)"));
    m_headroom->setRange(0, 100);
    m_headroom->setSuffix(tr(" %"));
    m_headroom->setToolTip(tr("Kept free below the limit for bursts and retries"));
    form->addRow(tr("TTL"), m_ttl);
    form->addRow(tr("Renew at"), m_renewPercent);
    form->addRow(tr("Holders"), m_holders);
    form->addRow(tr("Contenders"), m_contenders);
    form->addRow(tr("Contender retry every"), m_retry);
    form->addRow(tr("Console polling"), m_polling);
    form->addRow(tr("Headroom"), m_headroom);
    for (QSpinBox* spin : {m_ttl, m_renewPercent, m_holders, m_contenders, m_headroom})
        connect(spin, &QSpinBox::valueChanged, this, &CapacityPlannerView::recompute);
    connect(m_retry, &QDoubleSpinBox::valueChanged, this, &CapacityPlannerView::recompute);
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this,
            &CapacityPlannerView::recompute);
    connect(m_polling, &QSpinBox::valueChanged, this, [this] {
        m_pollingEdited = true;
        recompute();
    });
    return box;
}

QWidget* CapacityPlannerView::buildOutputs() {
    auto* box = new QGroupBox(tr("Requests a minute against the limit"), this);
    auto* form = new QFormLayout(box);
    form->addRow(tr("Renewals"), m_renewals);
    form->addRow(tr("Contender acquires"), m_contenderAcquires);
    form->addRow(tr("Console polling"), m_pollingOut);
    form->addRow(tr("Total"), m_total);
    form->addRow(tr("Max holders"), m_maxHolders);
    form->addRow(tr("Holders alone"), m_table);
    form->addRow(tr("Worst-case takeover"), m_takeover);
    form->addRow(m_verdict);
    for (QLabel* label : {m_renewals, m_contenderAcquires, m_pollingOut, m_total, m_maxHolders,
                          m_table, m_takeover, m_verdict})
        label->setWordWrap(true);
    return box;
}

void CapacityPlannerView::setInputs(const CapacityInputs& inputs) {
    {
        const QSignalBlocker blockers[] = {
            QSignalBlocker(m_ttl),        QSignalBlocker(m_renewPercent), QSignalBlocker(m_holders),
            QSignalBlocker(m_contenders), QSignalBlocker(m_retry),        QSignalBlocker(m_polling),
            QSignalBlocker(m_headroom)};
        m_ttl->setValue(int(inputs.ttlSeconds));
        m_renewPercent->setValue(int(std::lround(inputs.renewFraction * 100.0)));
        m_holders->setValue(inputs.holders);
        m_contenders->setValue(inputs.contenders);
        m_retry->setValue(inputs.contenderRetrySeconds);
        m_polling->setValue(inputs.pollingPerMinute);
        m_headroom->setValue(int(std::lround(inputs.headroomPercent)));
    }
    recompute();
}

CapacityInputs CapacityPlannerView::inputs() const {
    CapacityInputs inputs;
    inputs.ttlSeconds = m_ttl->value();
    // 33 % means the reference's ttl/3 exactly, so the planner agrees with the contract table.
    inputs.renewFraction =
        m_renewPercent->value() == 33 ? 1.0 / 3.0 : m_renewPercent->value() / 100.0;
    inputs.holders = m_holders->value();
    inputs.contenders = m_contenders->value();
    inputs.contenderRetrySeconds = m_retry->value();
    inputs.pollingPerMinute = m_polling->value();
    inputs.headroomPercent = m_headroom->value();
    inputs.limitPerMinute = limits::kDefaultRateLimitPerMinute;
    return inputs;
}

void CapacityPlannerView::setPollingBudget(int readsPerMinute) {
    if (m_pollingEdited)
        return;
    const QSignalBlocker blocker(m_polling);
    m_polling->setValue(readsPerMinute);
    recompute();
}

void CapacityPlannerView::recompute() {
    m_plan = CapacityPlanner::plan(inputs());
    showPlan();
    m_chart->setPlan(
        m_plan, CapacityPlanner::maxHoldersSeries(
                    m_plan.inputs, CapacityPlanner::defaultSeriesTtls(m_plan.inputs.ttlSeconds)));
    Q_EMIT planChanged(m_plan);
}

void CapacityPlannerView::showPlan() {
    const CapacityPlan& plan = m_plan;
    const int limit = plan.inputs.limitPerMinute;
    m_renewals->setText(
        tr("%1 (%2 per holder)")
            .arg(perMinute(plan.renewalsPerMinute), perMinute(plan.renewalsPerMinutePerHolder)));
    m_contenderAcquires->setText(perMinute(plan.contenderAcquiresPerMinute));
    m_pollingOut->setText(perMinute(plan.pollingPerMinute));
    m_total->setText(tr("%1 of %2 (%3 %); usable with headroom: %4")
                         .arg(perMinute(plan.totalPerMinute), QLocale().toString(limit),
                              QLocale().toString(plan.utilisation * 100.0, 'f', 1),
                              perMinute(plan.usablePerMinute)));
    m_maxHolders->setText(tr("<b>%L1</b> beside the contenders and polling").arg(plan.maxHolders));
    m_table->setText(tr("%L1 at 100 % of the limit, %L2 at 80 %")
                         .arg(plan.maxHoldersAtFullLimit)
                         .arg(plan.maxHoldersAt80Percent));
    m_takeover->setText(tr("%1 after the last renewal (TTL + 1 s grace); %2 until a contender "
                           "has it")
                            .arg(seconds(plan.worstCaseTakeoverDelayMs),
                                 seconds(plan.worstCaseContenderTakeoverMs)));
    if (plan.fits)
        m_verdict->setText(
            Theme::recoloured(tr("<span style='color:#2e7d32'><b>Fits.</b></span> %Ln holders "
                                 "leave %1 requests a minute of the usable budget.",
                                 nullptr, plan.inputs.holders)
                                  .arg(perMinute(plan.usablePerMinute - plan.totalPerMinute))));
    else
        m_verdict->setText(
            Theme::recoloured(tr("<span style='color:#c62828'><b>Over budget</b></span> by %1 "
                                 "requests a minute: renewals will meet 429s and leases will be "
                                 "lost. Use at most %Ln holders, or a longer TTL.",
                                 nullptr, plan.maxHolders)
                                  .arg(perMinute(plan.totalPerMinute - plan.usablePerMinute))));
}

QString CapacityPlannerView::resultText() const {
    QStringList lines;
    for (const QLabel* label : {m_renewals, m_contenderAcquires, m_pollingOut, m_total,
                                m_maxHolders, m_table, m_takeover})
        lines << label->text();
    return lines.join(QLatin1Char('\n'));
}

QString CapacityPlannerView::verdictText() const {
    return m_verdict->text();
}

} // namespace volcano::ui
