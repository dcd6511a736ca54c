// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "StoreBackends.h"

#include <QTest>

namespace volcano::test {

void StoreBackends::addRows() {
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgres") << QStringLiteral("postgres");
}

StoreLocation StoreBackends::freshStore(const QString& backend) {
    if (backend == QLatin1StringView("sqlite"))
        return StoreLocation::sqliteFile(
            m_dir.filePath(QStringLiteral("store-%1.sqlite").arg(++m_files)));
    const QString url = m_postgres.createDatabase(QStringLiteral("teamstore"));
    auto location = StoreLocation::parse(url);
    if (!location) {
        qWarning().noquote() << "cannot use the test database:"
                             << (url.isEmpty() ? m_postgres.errorString()
                                               : location.error().message);
        return {};
    }
    return location.value();
}

} // namespace volcano::test
