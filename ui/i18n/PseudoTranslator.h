// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QTranslator>

namespace volcano::ui {

// The pseudo-locale (LANGUAGE=en_XA): every translatable string comes back accented and 40 %
// longer, in brackets, so a screenshot shows at once which text is not translatable (plain
// English), which is cut off (no closing bracket) and which layout cannot take a longer
// language. Placeholders (%1, %n, %L1), HTML tags and entities, and the & of a shortcut are
// kept as they are. Plural messages are made from English's forms ("1 key", "%n keys").
class PseudoTranslator : public QTranslator {
    Q_OBJECT
public:
    static constexpr double kGrowth = 0.4;

    // Takes ownership of english (the English plural forms), which may be null.
    explicit PseudoTranslator(QTranslator* english, QObject* parent = nullptr);

    QString translate(const char* context, const char* sourceText,
                      const char* disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

    static QString pseudo(const QString& source);

private:
    QTranslator* m_english = nullptr;
};

} // namespace volcano::ui
