// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/StoreLocation.h"
#include "support/PostgresServer.h"

#include <QTemporaryDir>

#include <memory>

namespace volcano::test {

// A fresh, empty store on the backend a data-driven test row names ("sqlite" or
// "postgres"): a file in a temporary folder, or a new database in the test cluster.
class StoreBackends {
public:
    // Adds the column "backend" and one row per backend.
    static void addRows();
    // The location of a new empty store for the current row's backend.
    StoreLocation freshStore(const QString& backend);
    PostgresServer& postgres() { return m_postgres; }

private:
    QTemporaryDir m_dir;
    PostgresServer m_postgres;
    int m_files = 0;
};

} // namespace volcano::test
