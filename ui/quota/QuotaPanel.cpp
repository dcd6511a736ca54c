// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/quota/QuotaPanel.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include "console/TimeText.h"
#include "lease/QuotaMeter.h"
#include "ui/quota/QuotaChartView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QVBoxLayout>

namespace volcano::ui {

namespace {

constexpr double kWarnShare = 0.8;

QString gaugeStyle(double share, bool blocked) {
    const Theme::Tone tone = blocked || share >= 1.0 ? Theme::Tone::Error
                             : share >= kWarnShare   ? Theme::Tone::Warning
                                                     : Theme::Tone::Success;
    return QStringLiteral("QProgressBar::chunk { background: %1; }").arg(Theme::tone(tone).name());
}

} // namespace

QuotaPanel::QuotaPanel(QuotaMeter& meter, QWidget* parent)
    : QWidget(parent)
    , m_meter(meter)
    , m_gauge(new QProgressBar(this))
    , m_gaugeLabel(new QLabel(this))
    , m_breakdown(new QLabel(this))
    , m_chart(new QuotaChartView(this)) {
    m_chart->setObjectName(QStringLiteral("quotaChart"));
    m_chart->setAccessibleName(tr("Quota use per minute, last hour"));
    m_chart->setAccessibleDescription(
        tr("Requests of each UTC minute by kind against the limit; the gauge and the line "
           "above say this minute's figures in words."));
    m_gauge->setObjectName(QStringLiteral("quotaGauge"));
    m_gauge->setTextVisible(true);
    m_gauge->setAlignment(Qt::AlignCenter);
    m_gauge->setMinimumWidth(280);
    m_gaugeLabel->setTextFormat(Qt::RichText);
    m_gaugeLabel->setWordWrap(true);
    m_breakdown->setWordWrap(true);
    Theme::setTone(m_breakdown, Theme::Tone::Muted);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("This minute:"), this));
    top->addWidget(m_gauge);
    top->addWidget(m_gaugeLabel, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_breakdown);
    layout->addWidget(m_chart, 1);

    connect(&meter, &QuotaMeter::changed, this, &QuotaPanel::refreshGauge);
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this, &QuotaPanel::refreshGauge);
    auto* timer = new QTimer(this);
    timer->setInterval(kTickMs);
    // The chart redraws once a second however many requests arrive (and the current minute
    // rolls over without a signal).
    connect(timer, &QTimer::timeout, this, &QuotaPanel::onTick);
    timer->start();
    refresh();
}

QString QuotaPanel::gaugeText() const {
    return m_gauge->text() + QLatin1Char(' ') + m_gaugeLabel->text() + QLatin1Char(' ') +
           m_breakdown->text();
}

void QuotaPanel::refresh() {
    refreshGauge();
    m_chart->setMinutes(m_meter.minutes(), m_meter.limit());
}

void QuotaPanel::onTick() {
    // A hidden panel does not redraw; showEvent() catches up.
    if (isVisible())
        refresh();
}

void QuotaPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

void QuotaPanel::refreshGauge() {
    const int limit = m_meter.limit();
    const int console = m_meter.sentThisMinute();
    const auto project = m_meter.projectUsedThisMinute();
    const int used = std::max(console, project.value_or(0));
    const auto blocked = m_meter.blockedUntil();
    m_gauge->setRange(0, limit);
    m_gauge->setValue(std::min(used, limit));
    m_gauge->setFormat(project ? tr("project %L1 / %L2").arg(used).arg(limit)
                               : tr("console %L1 / %L2").arg(console).arg(limit));
    m_gauge->setStyleSheet(gaugeStyle(limit > 0 ? double(used) / limit : 0.0, blocked.has_value()));
    QString text = tr("resets in %1").arg(timetext::duration(m_meter.msUntilReset()));
    if (blocked)
        text = Theme::recoloured(tr("<b style='color:#c62828'>429: blocked until %1</b> · %2")
                                     .arg(timetext::clockTime(*blocked), text));
    if (!project)
        text += tr(" · the server does not report project-wide use; counting this console's "
                   "requests");
    m_gaugeLabel->setText(text);
    m_breakdown->setText(
        tr("Console this minute: %L1 read · %L2 acquire · %L3 renew · %L4 release · "
           "%L5 force release")
            .arg(m_meter.sentThisMinute(Operation::Read))
            .arg(m_meter.sentThisMinute(Operation::Acquire))
            .arg(m_meter.sentThisMinute(Operation::Renew))
            .arg(m_meter.sentThisMinute(Operation::Release))
            .arg(m_meter.sentThisMinute(Operation::ForceRelease)));
}

} // namespace volcano::ui
