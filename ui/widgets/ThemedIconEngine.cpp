// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ThemedIconEngine.h"

#include "ui/widgets/Theme.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace volcano::ui {

namespace {

constexpr int kGreyUpTo = 110; // HSV saturation of a grey or slate stroke, out of 255

QPixmap withGreysIn(const QPixmap& drawn, const QColor& text) {
    QImage image = drawn.toImage().convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        auto* row = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = QColor::fromRgba(row[x]);
            if (pixel.alpha() > 0 && pixel.hsvSaturation() <= kGreyUpTo)
                row[x] = qRgba(text.red(), text.green(), text.blue(), pixel.alpha());
        }
    }
    return QPixmap::fromImage(image);
}

} // namespace

ThemedIconEngine::ThemedIconEngine(const QString& path)
    : m_path(path)
    , m_drawn(path) {}

void ThemedIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode,
                             QIcon::State state) {
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QPixmap drawn = pixmap(rect.size() * scale, mode, state);
    drawn.setDevicePixelRatio(scale);
    painter->drawPixmap(rect, drawn);
}

QPixmap ThemedIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) {
    const QPixmap drawn = m_drawn.pixmap(size, mode, state);
    if (!Theme::isDark())
        return drawn;
    const QColor text = QApplication::palette().color(QPalette::WindowText);
    const QString key = QStringLiteral("%1x%2/%3/%4/%5")
                            .arg(size.width())
                            .arg(size.height())
                            .arg(int(mode))
                            .arg(int(state))
                            .arg(text.name());
    if (!m_recoloured.contains(key))
        m_recoloured.insert(key, withGreysIn(drawn, text));
    return m_recoloured.value(key);
}

QSize ThemedIconEngine::actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) {
    return m_drawn.actualSize(size, mode, state);
}

QIconEngine* ThemedIconEngine::clone() const {
    return new ThemedIconEngine(m_path);
}

QString ThemedIconEngine::key() const {
    return QStringLiteral("volcano-themed");
}

} // namespace volcano::ui
