// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace volcano::ui {

namespace {

struct BannerStyle {
    const char* background;
    const char* border;
    const char* icon;
};

BannerStyle styleFor(MessageBanner::Kind kind, bool dark) {
    switch (kind) {
    case MessageBanner::Kind::Warning:
        return {dark ? "#3d2e14" : "#fff4e5", "#f0a030", ":/icons/warning.svg"};
    case MessageBanner::Kind::Error:
        return {dark ? "#3f1f1d" : "#fdecea", "#d9534f", ":/icons/warning.svg"};
    case MessageBanner::Kind::ReadOnly:
        return {dark ? "#33213a" : "#f3e5f5", "#8e24aa", ":/icons/readonly.svg"};
    case MessageBanner::Kind::Info:
        break;
    }
    return {dark ? "#1c2b3a" : "#e8f1fb", "#4a90d9", ":/icons/notify.svg"};
}

} // namespace

QColor MessageBanner::bannerText(bool dark) {
    return QColor(QLatin1String(dark ? "#ececec" : "#202020"));
}

QColor MessageBanner::background(Kind kind, bool dark) {
    return QColor(QLatin1String(styleFor(kind, dark).background));
}

MessageBanner::MessageBanner(QWidget* parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_close(new QToolButton(this)) {
    setObjectName(QStringLiteral("messageBanner"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("\u2715"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Dismiss"));
    connect(m_close, &QToolButton::clicked, this, &MessageBanner::clear);
    m_action->setObjectName(QStringLiteral("bannerAction"));
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, &MessageBanner::actionTriggered);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action);
    layout->addWidget(m_close);
    hide();
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this, [this] {
        applyKind(m_kind);
        m_text->setText(Theme::retoned(m_text->text()));
    });
}

void MessageBanner::showMessage(Kind kind, const QString& text, bool closable) {
    applyKind(kind);
    m_text->setText(text);
    m_close->setVisible(closable);
    show();
}

void MessageBanner::setActionText(const QString& text) {
    m_action->setText(text);
    m_action->setVisible(!text.isEmpty());
}

void MessageBanner::clear() {
    m_text->clear();
    hide();
}

QString MessageBanner::text() const {
    return m_text->text();
}

void MessageBanner::applyKind(Kind kind) {
    m_kind = kind;
    const bool dark = Theme::isDark();
    const BannerStyle style = styleFor(kind, dark);
    // Selected by class, not object name: owners name their banners (tests find them so).
    setStyleSheet(QStringLiteral(".volcano--ui--MessageBanner { background: %1; border: 1px solid"
                                 " %2; border-radius: 4px; } QLabel { color: %3; }")
                      .arg(QLatin1StringView(style.background), QLatin1StringView(style.border),
                           bannerText(dark).name()));
    m_icon->setPixmap(Theme::icon(QLatin1StringView(style.icon)).pixmap(18, 18));
}

} // namespace volcano::ui
